/** What staff may do with one supply, by its status (spec §4: 'Item treatment_status drives actions'). */
export interface ItemActions {
  ship: boolean;
  documents: boolean;
  labelDownload: boolean;
  change: boolean;
  remove: boolean;
}

export function itemActions(status: string): ItemActions {
  return {
    ship: status === 'paid',
    documents: status !== 'upcoming',
    labelDownload: status === 'shipped',
    change: status !== 'shipped',
    remove: status !== 'shipped' && status !== 'paid',
  };
}
