import { Skeleton } from 'antd';
import { lazy, type ReactElement, Suspense } from 'react';
import { useParams } from 'react-router';
import { useMobileAppMode } from '../../app/use-consumer.ts';
import { PersonalTaskPage } from '../tasks/personal-task-page.tsx';

const CourierDayPage = lazy(() =>
  import('./courier-day-page.tsx').then((module) => ({ default: module.CourierDayPage })),
);

/**
 * Route personal_task: in the mobile app the courier's own day on the phone (issue 26), its own
 * chunk; in the console (or a dispatcher looking at a courier's task by id) the personal task page.
 */
export function PersonalTaskScreen(): ReactElement {
  const mobile = useMobileAppMode();
  const { id } = useParams();
  if (!mobile || id) return <PersonalTaskPage />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <CourierDayPage />
    </Suspense>
  );
}
