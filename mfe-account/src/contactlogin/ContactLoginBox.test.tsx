import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../test/renderAccount';
import ContactLoginBox from './ContactLoginBox';

const close = jest.fn();
const open = jest.fn();

beforeEach(() => {
  close.mockReset();
  open.mockReset();
});

describe('ContactLoginBox', () => {
  it('says what needs an account and focuses "Sign in", which opens the login box', async () => {
    renderAccount(<ContactLoginBox close={close} open={open} action="favorite" />);
    expect(screen.getByText('Sign in to keep your favourite games.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(open).toHaveBeenCalledWith('login');
  });

  it('has a general sentence for any other action, and Cancel closes', async () => {
    renderAccount(<ContactLoginBox close={close} open={open} action="<script>" />);
    expect(screen.getByText('Sign in to continue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalled();
  });
});
