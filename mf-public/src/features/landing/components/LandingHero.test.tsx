import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { LandingHero } from './LandingHero';

it('sends visitors to the register tab of /auth from its one call to action', async () => {
  const user = userEvent.setup();
  renderAtRoute(<LandingHero />, '/');
  await user.click(screen.getByRole('button', { name: 'Join Our Community' }));

  const location = screen.getByTestId('location');
  expect(location).toHaveTextContent('/auth');
  expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ tab: 'register' });
});
