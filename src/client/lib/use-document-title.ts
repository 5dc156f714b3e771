import { useEffect } from 'react';

const PRODUCT = 'Process Map Repository';

/** "Dashboard · Process Map Repository"; the product name alone when there is no title yet. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
