import { Button, HStack } from '@chakra-ui/react';

interface Decision {
  label: string;
  /** The visible label with whose request it is, for screen readers in a list of cards. */
  ariaLabel: string;
  onClick: () => void;
  disabled?: boolean;
  colorPalette?: string;
}

/** A queue card's two answers: the one that goes ahead, and the refusal in red. */
export function DecisionButtons({ accept, reject, busy }: { accept: Decision; reject: Decision; busy: boolean }) {
  return (
    <HStack gap="2" alignSelf="center">
      <Button
        size="sm"
        colorPalette={accept.colorPalette}
        onClick={accept.onClick}
        disabled={busy || accept.disabled}
        aria-label={accept.ariaLabel}
      >
        {accept.label}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={reject.onClick}
        disabled={busy}
        aria-label={reject.ariaLabel}
      >
        {reject.label}
      </Button>
    </HStack>
  );
}
