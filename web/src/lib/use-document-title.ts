import { useEffect } from 'react';
import { BRAND_NAME } from './brand';

export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} | ${BRAND_NAME}`;
  }, [pageTitle]);
}
