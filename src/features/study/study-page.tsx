import '../../lib/page-styles';
import { Container } from '@mantine/core';
import { LoadingState, PageFrame } from '../../components/page-frame';
import { studyBankFor } from '../../domain/licence-catalogue';
import { t } from '../../i18n/t';
import { CategoryPicker } from './components/category-picker';
import { StudyView } from './components/study-view';
import { useStudyCategory } from './hooks/use-study-category';
import { useStudyQuestions } from './hooks/use-study-questions';

/** SPEC §2 Study: the category picker without a category, the study view with one. */
export default function StudyPage() {
  const { category, setCategory } = useStudyCategory();
  if (!category || !studyBankFor(category)) return <CategoryPicker />;
  return <StudyCategory key={category} category={category} onCategory={setCategory} />;
}

function StudyCategory({
  category,
  onCategory,
}: {
  category: string;
  onCategory: (category: string) => void;
}) {
  const data = useStudyQuestions(category);
  if (data.status === 'ready')
    return (
      <Container size="xl" px={0}>
        <StudyView
          category={category}
          onCategory={onCategory}
          questions={data.questions}
          isCritical={data.isCritical}
        />
      </Container>
    );
  return (
    <PageFrame title={t('study.viewTitle')}>
      <LoadingState
        label={data.status === 'loading' ? t('study.loading') : t('study.loadFailed')}
      />
    </PageFrame>
  );
}
