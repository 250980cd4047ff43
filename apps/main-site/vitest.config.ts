import { mergeConfig } from 'vitest/config';
import { defineWebTestConfig } from '../../tools/vite/vitest-web';

export default mergeConfig(defineWebTestConfig('main-site'), {
  test: {
    // The API reference's renderer imports its stylesheets from JavaScript: Vite must handle
    // those modules rather than Node, which cannot load CSS.
    server: { deps: { inline: [/@scalar\//] } },
  },
});
