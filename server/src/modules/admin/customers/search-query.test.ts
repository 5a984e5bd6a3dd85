import { describe, expect, it } from 'vitest';
import { readCustomerQuery } from './search-query.ts';
import { usagePeriods } from './usage-periods.ts';

describe('readCustomerQuery', () => {
  it('reads what the operator typed as the one thing it can be', () => {
    expect(readCustomerQuery('  ')).toEqual({ kind: 'newest' });
    expect(readCustomerQuery('65A1B2C3D4E5F60718293A4B')).toEqual({ kind: 'id', id: '65a1b2c3d4e5f60718293a4b' });
    expect(readCustomerQuery('Ana@Example.com')).toEqual({ kind: 'email', value: 'ana@example.com', whole: true });
    expect(readCustomerQuery('ana@exa')).toEqual({ kind: 'email', value: 'ana@exa', whole: false });
    expect(readCustomerQuery('+40 712-345')).toEqual({ kind: 'phone', prefix: '+40712345' });
    expect(readCustomerQuery('0040712')).toEqual({ kind: 'phone', prefix: '+40712' });
    expect(readCustomerQuery('(0712) 345 678')).toEqual({ kind: 'national-phone', digits: '712345678' });
    expect(readCustomerQuery('40712')).toEqual({ kind: 'phone', prefix: '+40712' });
    expect(readCustomerQuery('12')).toEqual({ kind: 'name', text: '12' });
    expect(readCustomerQuery('Ana Pop')).toEqual({ kind: 'name', text: 'Ana Pop' });
  });
});

describe('usagePeriods', () => {
  it('starts today and this month at midnight in the operator’s time zone', () => {
    const now = new Date('2026-03-31T02:30:00Z');
    expect(usagePeriods('UTC', now)).toEqual({
      timeZone: 'UTC',
      today: new Date('2026-03-31T00:00:00Z'),
      month: new Date('2026-03-01T00:00:00Z'),
    });
    // Still March 30 in New York (EDT, −4), whose March began in EST (−5).
    expect(usagePeriods('America/New_York', now)).toEqual({
      timeZone: 'America/New_York',
      today: new Date('2026-03-30T04:00:00Z'),
      month: new Date('2026-03-01T05:00:00Z'),
    });
    expect(usagePeriods('Not/AZone', now).timeZone).toBe('UTC');
  });
});
