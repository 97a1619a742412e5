import { Query } from '@nestjs/cqrs';
import type { PracticeView } from '../../gp-views';

/** Practices whose name contains the words typed, or whose postcode starts with them; at most 20, best first. */
export class SearchPracticesQuery extends Query<PracticeView[]> {
  constructor(readonly text: string) {
    super();
  }
}
