import { Banner } from '@widgets/banner/Banner';
import { FunctionGrid } from '@widgets/function-grid/FunctionGrid';
import { NoticeBar } from '@widgets/notice-bar/NoticeBar';
import { ProductList } from '@widgets/product-list/ProductList';
import { Search } from '@widgets/search/Search';
import { common, mount, useAnswer } from './common';
import { listOf, post } from './gateway';

// The home page (schemas/pages/index.json) for a guest, as plain React: its requests start at once.
const notices = post('BA006', { position: 'HOME_NOTICE' }).then(listOf);
const ads = post('BA006', { position: 'HOME_BANNER' }).then(listOf);
const functions = post('MM004', { position: 'HOME' });
const products = post('PD001', { position: 'HOME' });

function Home() {
  const noticeList = useAnswer(notices);
  const adList = useAnswer(ads);
  const functionData = useAnswer(functions);
  const productData = useAnswer(products);
  return (
    <>
      <Search {...common} data={undefined} props={{ placeholder: '搜索产品或商品', historyLimit: 10, memberCardType: 'NONE', link: { kind: 'navigate', to: '/base-search' } }} />
      {noticeList && noticeList.length > 0 && <NoticeBar {...common} data={noticeList as never} props={{ color: 'alert', speed: 50, separator: '　　' }} />}
      {adList && adList.length > 0 && <Banner {...common} data={adList as never} props={{ autoplay: true, interval: 3000, loop: true, height: 150, rounded: true }} />}
      {functionData !== undefined && <FunctionGrid {...common} data={functionData as never} props={{ columns: 5, max: 10, iconSize: 40 }} />}
      {productData !== undefined && <ProductList {...common} data={productData as never} props={{ title: '为你推荐', buttonText: '立即申请' }} />}
    </>
  );
}

mount(<Home />);
