import { packExpired, sameProductCode, stageOf } from './dispensing-checks';

describe('dispensing checks', () => {
  it('puts the clinical check before the accuracy check, and only both make a supply ready', () => {
    expect(stageOf(new Set())).toBe('awaiting-clinical-check');
    expect(stageOf(new Set(['clinical']))).toBe('awaiting-accuracy-check');
    expect(stageOf(new Set(['clinical', 'accuracy']))).toBe('ready-to-ship');
    // An accuracy check alone (from before the rule) still waits for the clinical one.
    expect(stageOf(new Set(['accuracy']))).toBe('awaiting-clinical-check');
  });

  it('reads a product code off the pack in any case, with or without spaces', () => {
    expect(sameProductCode(' ac-cl 1 ', 'AC-CL1')).toBe(true);
    expect(sameProductCode('AC-CL2', 'AC-CL1')).toBe(false);
  });

  it('refuses a pack that expires on or before the day of supply', () => {
    expect(packExpired('2026-11-21', '2026-11-21')).toBe(true);
    expect(packExpired('2026-11-20', '2026-11-21')).toBe(true);
    expect(packExpired('2026-11-22', '2026-11-21')).toBe(false);
  });
});
