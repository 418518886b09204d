import { Icon, type IconProps } from '@chakra-ui/react';
import { associationLogo as logo } from '@shared/association';

/** The association's logo (decorative: its name is always written beside it). */
export function AssociationLogo(props: IconProps) {
  return (
    <Icon boxSize="6" flexShrink={0} {...props} asChild>
      <svg
        viewBox={`0 0 ${logo.size} ${logo.size}`}
        aria-hidden="true"
        focusable="false"
        data-testid="association-logo"
      >
        <path d={logo.square} fill={logo.background} />
        <g fill="none" stroke={logo.ink} strokeWidth={logo.strokeWidth} strokeLinecap="round" strokeLinejoin="round">
          {logo.strokes.map((path) => (
            <path key={path} d={path} />
          ))}
        </g>
      </svg>
    </Icon>
  );
}
