import type { RouteObject } from 'react-router-dom';
import { aliases, notBuilt } from '../shell/routing.tsx';

const section = 'admin' as const;

export const adminRoutes: RouteObject[] = [
  notBuilt('/admin/login', { section, title: 'Admin Sign-in' }),
  notBuilt('/admin/change-pwd', { section, title: 'Change Password' }),
  notBuilt('/admin/change-profile', { section, title: 'Change Profile' }),
  ...aliases(['/admin'], '/admin/login'),
];
