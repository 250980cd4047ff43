'use strict';
// The registrar fakes' shared domain shape is a type only (registrar-domain.d.cts).
module.exports = {};
