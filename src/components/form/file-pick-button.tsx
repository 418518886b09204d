import { Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * A button that opens the file picker. The file input stays hidden but labelled (screen readers and
 * tests reach it); the chosen file is handed over and the input emptied, so choosing the same file
 * again after a refusal is a change too.
 */
export function FilePickButton({
  accept,
  inputLabel,
  onFile,
  ...buttonProps
}: { accept: string; inputLabel: string; onFile: (file: File) => void } & ButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={accept}
          aria-label={inputLabel}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </VisuallyHidden>
      <Button variant="outline" type="button" {...buttonProps} onClick={() => input.current?.click()} />
    </>
  );
}
