'use client';

import { UserPending } from '@/shared/auth/UserPending';
import { useAuthStore } from '@/shared/state/auth-store';
import { PasskeysSection } from '../passkeys/PasskeysSection';
import { EmailSection } from './EmailSection';
import { NameSection } from './NameSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { PhotoSection } from './PhotoSection';

/** /me/profile once the guard has seen a logged-in user: each part is its own form. */
export function ProfileView() {
  const user = useAuthStore((state) => state.user);
  if (!user) return <UserPending />; // AppStart's GET /api/users/me fills it in a moment
  return (
    <div className="space-y-0 sm:space-y-6">
      <PhotoSection user={user} />
      <NameSection key={`name:${user.id}`} user={user} />
      <PasswordSection />
      <PasskeysSection />
      <EmailSection user={user} />
      <PhoneSection user={user} />
    </div>
  );
}
