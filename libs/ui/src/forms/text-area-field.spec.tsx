import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('counts down the characters left', () => {
    render(
      <TextAreaField label="Description" value="Hello" onChange={() => {}} countdownFrom={250} />,
    );
    expect(screen.getByText('245')).not.toHaveClass('text-red-600');
    expect(screen.getByLabelText('Description')).toBeValid();
  });

  it('turns the counter red and bold below zero', () => {
    render(
      <TextAreaField
        label="Description"
        value={'x'.repeat(252)}
        onChange={() => {}}
        countdownFrom={250}
      />,
    );
    expect(screen.getByText('-2')).toHaveClass('text-red-600', 'font-bold');
    expect(screen.getByLabelText('Description')).toBeInvalid();
  });
});
