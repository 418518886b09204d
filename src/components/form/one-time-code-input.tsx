import { Input, type InputProps } from '@chakra-ui/react';

/**
 * The 6-digit code of an authenticator app. Spaces are dropped as they are typed or pasted (the
 * apps show `123 456`), before the value reaches `onChange`.
 */
export function OneTimeCodeInput({ onChange, ...props }: InputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\s/g, '');
        onChange?.(event);
      }}
    />
  );
}
