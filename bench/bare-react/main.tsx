// The benchmark's baseline: the smallest React 19 page rendering a tip form, so the user
// page's Lighthouse numbers can be read against what React itself costs on this machine.
import { createRoot } from 'react-dom/client';

function TipForm() {
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 420, margin: '0 auto', padding: 24 }}
    >
      <h1>Анна Петрова</h1>
      <p>Официант</p>
      <form>
        <label htmlFor="amount">Сумма чаевых</label>
        <input id="amount" inputMode="decimal" defaultValue="5" />
        <button type="submit">Оставить чаевые</button>
      </form>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<TipForm />);
