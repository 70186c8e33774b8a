import { describe, expect, it } from 'vitest';
import { renderNotification } from '../notifications/notification-texts.ts';
import { renderInvitationEmail } from './invitation-email.ts';

// Noon in Sarajevo on 5 December 2026: the Bosnian date is written "5. 12. 2026.", with its own
// full stop, so a sentence ending with it takes no second one (issue 27, item 15).
const expiresAt = new Date('2026-12-05T11:00:00Z');
const params = {
  to: 'agent@example.ba',
  agency: 'Dom Nekretnine',
  url: 'https://krov.ba/invitation?token=t',
  expiresAt,
};

describe('the invitation e-mail ends its validity line with one full stop', () => {
  it('in Bosnian, after a date that ends with its own full stop', () => {
    const mail = renderInvitationEmail('bs', params);
    expect(mail.text).toContain('Link važi do 5. 12. 2026.\n');
    expect(mail.html).toContain('Link važi do 5. 12. 2026.</p>');
    expect(`${mail.text}${mail.html}`).not.toContain('2026..');
  });

  it('in English, where the date has none', () => {
    const mail = renderInvitationEmail('en', params);
    expect(mail.text).toContain('The link works until 5 December 2026.\n');
    expect(mail.html).toContain('The link works until 5 December 2026.</p>');
  });

  it('and so does the bell and e-mail notification of the invitation', () => {
    const values = { agency: 'Dom Nekretnine', date: expiresAt.toISOString() };
    expect(renderNotification('bs', 'invitation', { values }).description).toBe(
      'Otvorite pozivnicu da je prihvatite ili odbijete. Link važi do 5. 12. 2026.',
    );
    expect(renderNotification('en', 'invitation', { values }).description).toBe(
      'Open the invitation to accept or decline it. The link works until 5 December 2026.',
    );
  });
});
