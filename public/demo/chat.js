// Shows the chat group the app passed (?groupid=), as text only.
var group = new URLSearchParams(location.search).get('groupid');
document.getElementById('group').textContent = '客服分组：' + (group || '默认');
