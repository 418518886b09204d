import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@shared/constants';
import { currentLanguage } from '@/lib/i18n';

/** Two-state switch (ID/EN); `lib/i18n` persists the choice under the `language` storage key. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();

  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => {
        const isActive = language === active;
        return (
          <Button
            key={language}
            size="xs"
            variant={isActive ? 'solid' : 'outline'}
            aria-pressed={isActive}
            // The accessible name starts with the visible code (WCAG 2.5.3, label in name).
            aria-label={`${language.toUpperCase()} ${t(`language.${language}`)}`}
            title={t(`language.${language}`)}
            lang={language}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Group>
  );
}
