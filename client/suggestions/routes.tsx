import type { RouteObject } from 'react-router-dom';
import { page } from '../shell/routing.tsx';

/** Suggesting a correction, and where each suggestion stands. */
export const suggestionRoutes: RouteObject[] = [
  page('/suggest', { section: 'shell', title: 'Suggest a correction' }, () => import('./SuggestPage.tsx')),
  page('/suggestions/:id', { section: 'shell', title: 'Suggestion' }, () => import('./SuggestionPage.tsx')),
];
