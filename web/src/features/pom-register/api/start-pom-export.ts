import { useMutation } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { PomFilters } from '../lib/pom-search';

export const startPomExport = (filters: PomFilters) => expectData(apiClient.POST('/v2/admin/form/pom/export', { body: filters }));

export const useStartExport = () => useMutation({ mutationFn: startPomExport });
