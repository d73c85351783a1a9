import { screen } from '@testing-library/react';
import { DEMO } from '@mocks/db/demo-ids';
import { teamPath } from '@/lib/routes';

/** What the teams' whole-app tests share: Cafe Pushkin's page and the regions they read. */
export const PUSHKIN = teamPath(DEMO.team);
export const summary = () => screen.getByRole('region', { name: 'About the team' });
export const sections = () => screen.getByRole('navigation', { name: 'Team sections' });
export const teamList = () => screen.getByRole('region', { name: 'Your teams' });
export const members = () => screen.getByRole('region', { name: 'Members' });
