import { useEffect, useRef } from 'react';

/**
 * The loader of a component's real part (a stand-in shows until then): `load()` starts loading
 * it once and hands it to `arrived`; a load that failed (offline) lets the next use try again. An
 * invalid field loads it at once, for its message.
 */
export function useLoadOnUse<T>(
  loadReal: () => Promise<T>,
  arrived: (real: T) => void,
  isInvalid: boolean | undefined,
): () => void {
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadReal().then(arrived, () => {
      loading.current = false;
    });
  };
  useEffect(() => {
    if (isInvalid) load();
  }, [isInvalid]);
  return load;
}
