import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  // Created on mount rather than at import time, so importing this module has no side effects. The router
  // shares the query cache so a screen's data can be asked for while its code loads.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(undefined, { queryClient }));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
