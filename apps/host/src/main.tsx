import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, prepareSite, type ReadySite } from './app/app';
import './styles.css';

const root = document.getElementById('root') as HTMLElement;
const app = (ready?: ReadySite) => (
  <StrictMode>
    <App ready={ready} />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // The server rendered this page: load its site first, then take over the HTML as it is.
  // Should that fail, the page starts afresh in the browser and says why.
  prepareSite().then(
    (ready) => hydrateRoot(root, app(ready)),
    () => {
      root.replaceChildren();
      createRoot(root).render(app());
    },
  );
} else {
  createRoot(root).render(app());
}
