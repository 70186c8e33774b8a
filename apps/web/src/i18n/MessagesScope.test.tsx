// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MessagesScope } from './MessagesScope';

function Texts() {
  const t = useTranslations();
  return (
    <p>
      {t('shell.title')} / {t('profile.title')} / {t('profile.email.title')}
    </p>
  );
}

describe('<MessagesScope>', () => {
  it('adds its messages to the enclosing provider’s, in the same language', () => {
    render(
      <NextIntlClientProvider
        locale="bs"
        messages={{ shell: { title: 'Krov' }, profile: { title: 'Profil' } }}
      >
        <MessagesScope messages={{ profile: { email: { title: 'E-pošta' } } }}>
          <Texts />
        </MessagesScope>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Krov / Profil / E-pošta')).toBeDefined();
  });
});
