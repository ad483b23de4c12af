// The login page's baseline: the same login screen as a plain React + react-router app, no federation.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';

function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <main>
      <h1>Login</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          navigate(searchParams.get('returnUrl') ?? '/home');
        }}
      >
        <label>
          Username <input value={username} onChange={(event) => setUsername(event.target.value)} />
        </label>
        <label>
          Password <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </label>
        <button type="submit">Login</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/user/login" element={<LoginPage />} />
        <Route path="*" element={<Navigate to="/user/login" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
