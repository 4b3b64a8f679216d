import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { ManualList } from './ManualList';
import { CATEGORY_TABS } from './manual-tabs';
import { UploadManualDialog } from './UploadManualDialog';

/** SPEC 2.18. Upload Manual appears only for users the API says may manage manuals. */
export function FoodSafetyManualsPage() {
  const { user } = useSession();
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <Breadcrumb items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Food Safety Manuals' }]} />
      <PageHeader
        title="Food Safety Manuals"
        subtitle="Your company's food safety policies, procedures and training material"
        actions={
          user?.capabilities.manageManuals ? (
            <Button onClick={() => setUploading(true)}>
              <PlusIcon size={16} />
              Upload Manual
            </Button>
          ) : null
        }
      />
      <Tabs
        label="Manual category"
        items={CATEGORY_TABS.map((tab) => ({
          value: tab.value || 'all',
          label: tab.label,
          panel: <ManualList category={tab.value} onUpload={() => setUploading(true)} />,
        }))}
      />
      {uploading ? <UploadManualDialog onClose={() => setUploading(false)} /> : null}
    </>
  );
}
