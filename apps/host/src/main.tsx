import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, prepareSite } from './app/app';
import './styles.css';

const root = document.getElementById('root') as HTMLElement;

if (root.hasChildNodes()) {
  // The server rendered this page: load its site first, then take over the HTML as it is.
  // Should that fail, the page starts afresh in the browser and says why.
  prepareSite().then(
    (ready) =>
      hydrateRoot(
        root,
        <StrictMode>
          <App ready={ready} />
        </StrictMode>,
      ),
    () => {
      root.replaceChildren();
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    },
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
