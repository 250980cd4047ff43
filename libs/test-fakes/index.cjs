'use strict';
module.exports = {
  ...require('./recaptcha.cjs'),
  ...require('./stripe.cjs'),
  ...require('./escrow.cjs'),
  ...require('./free-port.cjs'),
  ...require('./silent-servers.cjs'),
  ...require('./slack.cjs'),
  ...require('./discord.cjs'),
  ...require('./telegram.cjs'),
  ...require('./ntfy.cjs'),
  ...require('./webhook-receiver.cjs'),
  ...require('./rdap.cjs'),
  ...require('./porkbun.cjs'),
  ...require('./godaddy.cjs'),
  ...require('./namecheap.cjs'),
  ...require('./dynadot.cjs'),
  ...require('./cloudflare.cjs'),
};
