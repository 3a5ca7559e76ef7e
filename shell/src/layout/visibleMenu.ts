import { hasLevel, type UserLevel } from '@linhagem/contracts';
import { MENU, type MenuEntry } from '../routes/routeTable';

export function visibleMenu(level: UserLevel | undefined): MenuEntry[] {
  return level ? MENU.filter((entry) => hasLevel(level, entry.level)) : [];
}
