import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleBody, TagList } from './article-body';
import { BackLink } from './back-link';
import { ContentPage, type Crumb } from './content-page';
import { isNotFound, QueryView } from './query-view';

interface Article {
  title: string;
  excerpt: string | null;
  content: string;
  tags: string[];
}

export interface ArticleDetailProps<T extends Article> {
  query: UseQueryResult<T>;
  /** The list this article belongs to: breadcrumb, back link and the heading while loading. */
  section: Crumb;
  texts: { loading: string; error: string; notFound: string; back: string };
  /** Badges and meta line under the title. */
  header: (article: T) => ReactNode;
}

/** A news item or blog post: title, meta, lead, body, tags, and a way back to the list. */
export function ArticleDetail<T extends Article>({ query, section, texts, header }: ArticleDetailProps<T>) {
  const article = query.data;
  const title = article?.title ?? (isNotFound(query.error) ? texts.notFound : section.label);
  return (
    <ContentPage title={title} trail={[section]} maxW="4xl" headerExtra={article && header(article)}>
      <Stack gap="8">
        <QueryView query={query} loading={texts.loading} error={texts.error} notFound={texts.notFound}>
          {(data) => (
            <Stack as="article" gap="8">
              <ArticleBody lead={data.excerpt} content={data.content} />
              <TagList tags={data.tags} />
            </Stack>
          )}
        </QueryView>
        <BackLink to={section.to}>{texts.back}</BackLink>
      </Stack>
    </ContentPage>
  );
}

/** The texts of ArticleDetail for one content kind of the `content` namespace. */
export function useArticleTexts(kind: 'news' | 'blog') {
  const { t } = useTranslation('content');
  return {
    loading: t(`${kind}.loading`),
    error: t(`${kind}.error`),
    notFound: t(`${kind}.notFound`),
    back: t(`${kind}.back`),
  };
}
