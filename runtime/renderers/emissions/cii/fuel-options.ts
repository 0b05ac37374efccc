/** The fuel categories for the fuel pickers, valued by their code (HFO, MDO_MGO …) as the emissions API takes them. */
import { useMemo } from 'react';
import type { ApiClient } from '../../../api/api-client.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { emissionsApi } from '../emissions-api.js';

export function useFuelOptions(client: ApiClient) {
  const list = useLoadingStatus(() => emissionsApi(client).fuels());
  const options = useMemo(() => list.value ?? [], [list.value]);
  return { options, status: list.status, error: list.error };
}
