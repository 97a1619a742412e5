import { consultationsAPrescriberDecidedOn } from './clinical-record';

describe('the consultations a prescriber decided on', () => {
  it('are those behind a prescription or a declined review, each once', () => {
    const subscriptions = [
      { id: 1, consultationId: 10 },
      { id: 2, consultationId: 20 },
      { id: 3, consultationId: 30 },
      { id: 4, consultationId: null },
    ];
    expect(consultationsAPrescriberDecidedOn([{ consultationId: 10 }, { consultationId: 10 }, { consultationId: null }], [{ subscriptionId: 2 }, { subscriptionId: 4 }], subscriptions)).toEqual([10, 20]);
  });

  it('are none for a patient who was never reviewed', () => {
    expect(consultationsAPrescriberDecidedOn([], [], [{ id: 1, consultationId: 10 }])).toEqual([]);
  });
});
