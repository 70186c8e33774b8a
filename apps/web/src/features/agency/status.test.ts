import { describe, expect, it } from 'vitest';
import { statusNotice } from './status';

describe('the agency’s status as a message', () => {
  it('reads a pending agency as "request received", without the admin’s words', () => {
    expect(statusNotice({ status: 'pending', statusReason: 'x' })).toEqual({
      status: 'pending',
      tone: 'info',
      reason: null,
    });
  });

  it('gives a suspension its reason and an approval its note, when the admin wrote one', () => {
    expect(statusNotice({ status: 'suspended', statusReason: ' Lažni oglasi. ' }).reason).toEqual({
      kind: 'reason',
      text: 'Lažni oglasi.',
    });
    expect(statusNotice({ status: 'approved', statusReason: 'Dobrodošli.' }).reason).toEqual({
      kind: 'note',
      text: 'Dobrodošli.',
    });
    expect(statusNotice({ status: 'approved', statusReason: '  ' }).reason).toBeNull();
    expect(statusNotice({ status: 'suspended', statusReason: null }).tone).toBe('warning');
  });
});
