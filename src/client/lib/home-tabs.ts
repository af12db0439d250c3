/** Home tabs by `?tab=` (spec part 1 §2.1): only these three; anything else means todo. */
export const HOME_TABS = ['todo', 'progress', 'history'] as const;
export type HomeTab = (typeof HOME_TABS)[number];

export function homeTabOf(value: string | null): HomeTab {
  return (HOME_TABS as readonly string[]).includes(value ?? '') ? (value as HomeTab) : 'todo';
}

export function homeTabPath(tab: HomeTab): string {
  return `/?tab=${tab}`;
}
