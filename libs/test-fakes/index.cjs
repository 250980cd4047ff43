'use strict';
module.exports = { ...require('./recaptcha.cjs') };
