import type { ComponentPropsWithRef } from 'react';

const LOOKS = {
  /** A form's submit. */
  primary: 'rounded bg-brand-500 px-5 py-2 font-medium text-white disabled:cursor-not-allowed disabled:opacity-50',
  /** Cancel, Reload and other second choices. */
  secondary: 'rounded border border-gray-400 px-5 py-2 disabled:opacity-50',
  /** Del in a list: reads as a link, warns in red. */
  danger: 'text-red-700 underline',
  /** Another action in a list's row (Add to calendar): reads as the Edit link beside it. */
  link: 'text-brand-500 underline',
} as const;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  look?: keyof typeof LOOKS;
}

/** The one button of the product; `type` is 'button' unless a form's submit says otherwise. */
export function Button({ look = 'secondary', type = 'button', className = '', ...props }: ButtonProps) {
  return <button type={type} className={`${LOOKS[look]} ${className}`.trim()} {...props} />;
}
