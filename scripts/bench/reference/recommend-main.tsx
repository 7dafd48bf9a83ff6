import { Banner } from '@widgets/banner/Banner';
import { ProductList } from '@widgets/product-list/ProductList';
import { common, mount, useAnswer } from './common';
import { listOf, post } from './gateway';

// The /product/recommend page (schemas/pages/product/recommend.json) for a guest, as plain React: its requests start at once.
const ads = post('BA006', { position: 'RECOMMEND_BANNER' }).then(listOf);
const products = post('PD001', { position: 'RECOMMEND' });

function Recommend() {
  const adList = useAnswer(ads);
  const productData = useAnswer(products);
  return (
    <>
      {adList && adList.length > 0 && <Banner {...common} data={adList as never} props={{ autoplay: true, interval: 3000, loop: true, height: 150, rounded: true }} />}
      {productData !== undefined && <ProductList {...common} data={productData as never} props={{ title: '为你推荐', buttonText: '立即申请' }} />}
    </>
  );
}

mount(<Recommend />);
