import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import styles from '../styles.css?inline';
if (typeof document !== 'undefined') { const s = document.createElement('style'); s.textContent = styles; document.head.append(s); }

function Market() {
  const [n, setN] = useState(0);
  return <button className="rounded-md bg-indigo-600 px-3 py-2 text-white" onClick={() => setN(n + 1)}>Domain Marketplace {n}</button>;
}

export default function ShopRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Market />} />
      <Route path="*" element={<p>not found</p>} />
    </Routes>
  );
}
