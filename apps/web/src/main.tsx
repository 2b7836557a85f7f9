import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [status, setStatus] = useState('checking the server...');
  useEffect(() => {
    fetch('/api/health')
      .then((res) => (res.ok ? 'server is up' : `server answered ${res.status}`))
      .catch(() => 'server cannot be reached')
      .then(setStatus);
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>Car Rental Admin</h1>
      <p>Admin Access Only</p>
      <p>
        API: <span data-testid="status">{status}</span> · <a href="/api/docs">API docs</a>
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
