import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { Bootstrap } from '../../shared/shell/contract';
// What main reported at startup (version, settings, net), for screens that need its first values.
const BootstrapContext = createContext<Bootstrap | null>(null);

export function BootstrapProvider({
  value,
  children,
}: {
  value: Bootstrap;
  children: ReactNode;
}): ReactElement {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

export function useBootstrap(): Bootstrap {
  const v = useContext(BootstrapContext);
  if (!v) throw new Error('BootstrapProvider is missing');
  return v;
}
