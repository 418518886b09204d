import { describe, expect, it } from 'vitest';
import { sipReminder } from '@/features/profile/documents/sip-reminder';

/** The profile's sipWarningDays as the API reads it from private.sip_warning_days(). */
const W = 90;

describe('sipReminder', () => {
  it('counts whole calendar months while at least one is left', () => {
    expect(sipReminder('2031-11-25', '2026-11-25', W)).toEqual({ state: 'months', months: 60, soon: false });
    expect(sipReminder('2027-03-25', '2026-11-25', W)).toEqual({ state: 'months', months: 4, soon: false });
    // One day short of four months is three.
    expect(sipReminder('2027-03-24', '2026-11-25', W)).toEqual({ state: 'months', months: 3, soon: false });
  });

  it('marks the warning window as soon, its last day included as SQL counts it, in months or days', () => {
    expect(sipReminder('2027-02-22', '2026-11-25', W)).toEqual({ state: 'months', months: 2, soon: true }); // 89 days
    expect(sipReminder('2027-02-23', '2026-11-25', W)).toEqual({ state: 'months', months: 2, soon: true }); // 90 days
    expect(sipReminder('2027-02-24', '2026-11-25', W)).toEqual({ state: 'months', months: 2, soon: false }); // 91 days
    expect(sipReminder('2026-12-24', '2026-11-25', W)).toEqual({ state: 'days', days: 29, soon: true });
    expect(sipReminder('2026-12-25', '2026-11-25', W)).toEqual({ state: 'months', months: 1, soon: true });
  });

  it('counts days across month ends and leap days', () => {
    expect(sipReminder('2028-02-29', '2028-01-31', W)).toEqual({ state: 'days', days: 29, soon: true });
    expect(sipReminder('2028-03-01', '2028-02-28', W)).toEqual({ state: 'days', days: 2, soon: true });
  });

  it('keeps the last valid day, then says the SIP has ended', () => {
    expect(sipReminder('2026-11-25', '2026-11-25', W)).toEqual({ state: 'days', days: 0, soon: true });
    expect(sipReminder('2026-11-24', '2026-11-25', W)).toEqual({ state: 'expired' });
    expect(sipReminder('2020-01-01', '2026-11-25', W)).toEqual({ state: 'expired' });
  });

  it('has nothing to say without an expiry date', () => {
    expect(sipReminder(null, '2026-11-25', W)).toEqual({ state: 'none' });
    expect(sipReminder('', '2026-11-25', W)).toEqual({ state: 'none' });
  });
});
