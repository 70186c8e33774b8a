'use client';

import dynamic from 'next/dynamic';

// The dropdown's code loads after the page, not in its first load; until then a box of the same
// size holds its place (nothing moves when it arrives).
const PhoneMenu = dynamic(() => import('./PhoneMenu').then((module) => module.PhoneMenu), {
  ssr: false,
  loading: () => <span className="inline-block size-10" aria-hidden="true" />,
});

/** The phone's menu button: shown below the width where the main navigation fits. */
export function PhoneMenuButton() {
  return (
    <div className="md:hidden">
      <PhoneMenu />
    </div>
  );
}
