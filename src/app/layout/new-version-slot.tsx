import { useEffect, useState, type ComponentType } from 'react';
import { importOnce } from '@/lib/lazy/import-once';

const loadOffer = importOnce(() => import('./new-version-offer'));

/**
 * Where the new-release offer appears. Its code is fetched once the first page is on screen (an effect runs
 * after the paint), so it costs the first load nothing; a failed fetch only means no offer this visit.
 */
export function NewVersionSlot() {
  const [Offer, setOffer] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    loadOffer()
      .then((module) => mounted && setOffer(() => module.NewVersionOffer))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return Offer ? <Offer /> : null;
}
