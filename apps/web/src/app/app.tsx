import { HistoryRouter } from './history-router.tsx';
import { Providers } from './providers.tsx';
import { RootLayout } from './root-layout.tsx';

/** The whole web app: providers around the router. */
export function App() {
  return (
    <Providers>
      <HistoryRouter>
        <RootLayout />
      </HistoryRouter>
    </Providers>
  );
}
