// Settings → Asset lifespans (/settings/lifespan, 002 §2 "lifespan"): the useful life of each asset
// category, which a new asset copies (spec 001 §3, §4). Owner and admin; locked on the Micro plan as
// Asset Management is (the route's handle).

import { Anchor, Card, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SettingsPage } from '../../../components/settings-page.js';
import { useAssetCategories } from '../api/assets.api.js';
import { AssetCategoriesState, AssetLifespansForm } from '../components/asset-categories-table.js';
import { assetPaths } from '../paths.js';

export function AssetLifespansPage() {
  const categories = useAssetCategories();
  return (
    <SettingsPage title="Asset lifespans" description="How many months each category of asset is depreciated over.">
      <Card>
        <Text size="sm" c="dimmed" mb="md">
          A new asset takes its category&apos;s useful life; assets already recorded keep theirs (change one on the asset itself). New categories are added
          under{' '}
          <Anchor component={Link} to={assetPaths.categories}>
            Asset Categories
          </Anchor>
          .
        </Text>
        <AssetCategoriesState categories={categories}>{(list) => <AssetLifespansForm categories={list} />}</AssetCategoriesState>
      </Card>
    </SettingsPage>
  );
}
