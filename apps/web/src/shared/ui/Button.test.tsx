// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonColours } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it.each(buttonColours)('renders the %s colour with its title', (colour) => {
    render(<Button colour={colour} title="Sačuvaj" />);
    const button = screen.getByRole('button', { name: 'Sačuvaj' });
    expect(button.dataset.colour).toBe(colour);
    expect(button.className).not.toBe('');
  });

  it('gives each colour its own look', () => {
    const classes = buttonColours.map((colour) => {
      render(<Button colour={colour} title={colour} />);
      return screen.getByRole('button', { name: colour }).className;
    });
    expect(new Set(classes).size).toBe(buttonColours.length);
  });

  it('is primary by default and prefers children over title', () => {
    render(
      <Button title="Naslov">
        <span>Djeca</span>
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Djeca' });
    expect(button.dataset.colour).toBe('primary');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('calls onClick when clicked', () => {
    const onClick = vi.fn();
    render(<Button title="Klikni" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Klikni' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is not clickable while pending: spinner, aria-busy, no onClick', () => {
    const onClick = vi.fn();
    render(<Button title="Šaljem" pending onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Šaljem' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('spinner')).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not clickable while disabled', () => {
    const onClick = vi.fn();
    render(<Button title="Ne može" disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Ne može' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('does not submit its form while pending, and does once it is done', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" title="Pošalji" pending />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" title="Pošalji" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
