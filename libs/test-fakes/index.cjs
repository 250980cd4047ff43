'use strict';
module.exports = {
  ...require('./recaptcha.cjs'),
  ...require('./stripe.cjs'),
  ...require('./escrow.cjs'),
  ...require('./free-port.cjs'),
  ...require('./silent-servers.cjs'),
};
